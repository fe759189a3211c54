"""A docstring and __future__ imports may come before the marker."""
from __future__ import annotations
import __static__
import os
import __static__                # ERROR "Cinder flag __static__ must be at the top of a file"
import __strict__                # ERROR "Cinder flag __strict__ must be at the top of a file"
import __static__ as s           # ERROR "__static__ flag may not be aliased"
import __static__, sys           # ERROR "__static__ flag may not be combined with other imports"
import os, __strict__            # ERROR "__strict__ flag may not be combined with other imports"
