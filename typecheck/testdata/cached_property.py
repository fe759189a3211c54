# cinderx's cached properties decorate methods only, with no setter or
# deleter.
from cinderx import cached_property, async_cached_property


@cached_property                       # ERROR "Cannot decorate a class with @cached_property"
class A:
    pass


@async_cached_property                 # ERROR "Cannot decorate a class with @async_cached_property"
class B:
    pass


class C:
    @cached_property
    def size(self) -> int:
        return 3

    @size.setter                       # ERROR "cached_property cached_property.C.size does not support setters"
    def size(self, new: int) -> None:
        pass

    @size.deleter                      # ERROR "cached_property cached_property.C.size does not support deleters"
    def size(self) -> None:
        pass
