"""``cinderx.compiler`` on a stock python3: only ``strict.loader``, which
CinderX's scripts call to load their Static Python modules."""
