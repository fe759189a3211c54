import __static__ as st         # ERROR "__static__ flag may not be aliased"
