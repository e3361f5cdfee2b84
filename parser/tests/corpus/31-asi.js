a
b
++c
return_ = 1
x
(y)
