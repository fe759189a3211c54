import __static__
from __static__ import crange, int64

# At module level the loop's target is a global: its error comes after
# the call's, as CinderX binds the iterable first.
for j in crange():     # ERROR "crange\(\) accepts only 1 or 2 parameters" ERROR "cannot use primitives in global or closure scope"
    pass
