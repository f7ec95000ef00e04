"""The Qt desktop application over :mod:`core`."""
