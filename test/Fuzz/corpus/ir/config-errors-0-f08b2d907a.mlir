// A malformed configuration file or a bad value is an error located at file, line and column, and psy-opt
// writes nothing.


func.func @f() attributes {psy.invoke} {
  return
}
