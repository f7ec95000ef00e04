"""Tool windows: Solve a board, the annealing lab, break runs, statistics, the table scorer."""
