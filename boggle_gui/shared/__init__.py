"""What every window stands on: the job runner, caches, settings, theme, logs, the instance lock."""
