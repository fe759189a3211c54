"""A plain package holding a Static Python module."""
