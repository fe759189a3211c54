x = 1
import __static__               # ERROR "Cinder flag __static__ must be at the top of a file"
