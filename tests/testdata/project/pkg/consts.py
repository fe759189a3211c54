import __static__

SCALE: int = 2
