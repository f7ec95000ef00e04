"""Widgets several windows share: the board, the play and reveal panels, choosers."""
