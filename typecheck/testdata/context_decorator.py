import __static__
from __static__ import ContextDecorator, ExcContextDecorator
from typing import Literal


class Quiet(ContextDecorator):
    # ContextDecorator's __exit__ returns Literal[False]: it never
    # suppresses, and an override may not say it could.
    def __exit__(self, exc_type: object, exc_value: object, traceback: object) -> bool:  # ERROR "Returned type `bool` is not a subtype of the overridden return `Literal\[False\]`"
        return False


class Fine(ContextDecorator):
    def __exit__(self, exc_type: object, exc_value: object, traceback: object) -> Literal[False]:
        return False


class Suppressing(ExcContextDecorator):
    def __exit__(self, exc_type: object, exc_value: object, traceback: object) -> bool:
        return True
