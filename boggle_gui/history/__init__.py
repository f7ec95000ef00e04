"""History: finished rounds, high scores and group rounds, reopened and exported."""
