# The Fortran parse tree (psy-c/FortranTree.h): its builders, queries and the diagnostics its
# readers emit. The flang walker that fills it is Flang/ (libPsyFortran, psy-c/Fortran.h).
list(APPEND PSY_LIB_SOURCES
  Fortran/Unit.c
  Fortran/Stmt.c
  Fortran/Diagnostics.c
)
