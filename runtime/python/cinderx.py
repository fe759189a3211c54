"""CinderX's ``cinderx`` module as far as Static Python code uses it at run
time: its cached properties (``cached_property``, ``async_cached_property``,
``cached_classproperty``, ...), with CinderX's behaviour. The
implementation is ``__static__._cinderx``, which compiled modules carry.
"""

from __static__._cinderx import (  # noqa: F401
    async_cached_classproperty,
    async_cached_property,
    cached_classproperty,
    cached_property,
    cached_property_with_descr,
)

__all__ = [
    "async_cached_classproperty",
    "async_cached_property",
    "cached_classproperty",
    "cached_property",
    "cached_property_with_descr",
]
