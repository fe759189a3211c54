# A module whose body raises: the first import sees the exception.
ready = True
raise ValueError("the body raised")
