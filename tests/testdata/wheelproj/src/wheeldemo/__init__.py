"""A plain package holding a compiled module."""
from .core import score
