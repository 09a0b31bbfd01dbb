! Stand-in for LFRic's argument_mod: the metadata vocabulary as named constants and the
! metadata types, so kernel modules compile as ordinary Fortran.
module argument_mod
  implicit none
  integer, parameter :: GH_SCALAR = 1
  integer, parameter :: GH_SCALAR_ARRAY = 2
  integer, parameter :: GH_FIELD = 3
  integer, parameter :: GH_OPERATOR = 4
  integer, parameter :: GH_COLUMNWISE_OPERATOR = 5
  integer, parameter :: GH_REAL = 6
  integer, parameter :: GH_INTEGER = 7
  integer, parameter :: GH_LOGICAL = 8
  integer, parameter :: GH_READ = 9
  integer, parameter :: GH_WRITE = 10
  integer, parameter :: GH_READWRITE = 11
  integer, parameter :: GH_INC = 12
  integer, parameter :: GH_READINC = 13
  integer, parameter :: GH_REDUCTION = 14
  integer, parameter :: GH_SUM = 15
  integer, parameter :: GH_MIN = 16
  integer, parameter :: GH_MAX = 17
  integer, parameter :: W0 = 18
  integer, parameter :: W1 = 19
  integer, parameter :: W2 = 20
  integer, parameter :: W2H = 21
  integer, parameter :: W2trace = 22
  integer, parameter :: W2Htrace = 23
  integer, parameter :: ANY_W2 = 24
  integer, parameter :: W3 = 25
  integer, parameter :: Wtheta = 26
  integer, parameter :: W2V = 27
  integer, parameter :: W2Vtrace = 28
  integer, parameter :: W2broken = 29
  integer, parameter :: Wchi = 30
  integer, parameter :: ANY_SPACE_1 = 31
  integer, parameter :: ANY_SPACE_2 = 32
  integer, parameter :: ANY_SPACE_3 = 33
  integer, parameter :: ANY_SPACE_4 = 34
  integer, parameter :: ANY_SPACE_5 = 35
  integer, parameter :: ANY_SPACE_6 = 36
  integer, parameter :: ANY_SPACE_7 = 37
  integer, parameter :: ANY_SPACE_8 = 38
  integer, parameter :: ANY_SPACE_9 = 39
  integer, parameter :: ANY_SPACE_10 = 40
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_1 = 41
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_2 = 42
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_3 = 43
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_4 = 44
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_5 = 45
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_6 = 46
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_7 = 47
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_8 = 48
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_9 = 49
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_10 = 50
  integer, parameter :: GH_BASIS = 51
  integer, parameter :: GH_DIFF_BASIS = 52
  integer, parameter :: GH_QUADRATURE_XYoZ = 53
  integer, parameter :: GH_QUADRATURE_FACE = 54
  integer, parameter :: GH_QUADRATURE_EDGE = 55
  integer, parameter :: GH_EVALUATOR = 56
  integer, parameter :: CELL_COLUMN = 57
  integer, parameter :: OWNED_CELL_COLUMN = 58
  integer, parameter :: HALO_CELL_COLUMN = 59
  integer, parameter :: OWNED_AND_HALO_CELL_COLUMN = 60
  integer, parameter :: DOF = 61
  integer, parameter :: OWNED_DOF = 62
  integer, parameter :: DOMAIN = 63
  integer, parameter :: GH_COARSE = 64
  integer, parameter :: GH_FINE = 65
  integer, parameter :: ADJACENT_FACE = 66
  integer, parameter :: NORMALS_TO_HORIZONTAL_FACES = 67
  integer, parameter :: NORMALS_TO_VERTICAL_FACES = 68
  integer, parameter :: NORMALS_TO_FACES = 69
  integer, parameter :: OUTWARD_NORMALS_TO_HORIZONTAL_FACES = 70
  integer, parameter :: OUTWARD_NORMALS_TO_VERTICAL_FACES = 71
  integer, parameter :: OUTWARD_NORMALS_TO_FACES = 72
  integer, parameter :: X1D = 1, Y1D = 2, XORY1D = 3, CROSS = 4, CROSS2D = 5, REGION = 6
  integer, parameter :: STENCIL(6) = (/ 101, 102, 103, 104, 105, 106 /)
  type :: arg_type
    integer :: arg_type_ = 0, data_type = 0, access = 0, fs1 = 0, fs2 = 0
    integer :: mesh_arg = 0
  end type arg_type
  type :: func_type
    integer :: fs = 0, op1 = 0, op2 = 0
  end type func_type
  type :: reference_element_data_type
    integer :: property = 0
  end type reference_element_data_type
  type :: mesh_data_type
    integer :: property = 0
  end type mesh_data_type
end module argument_mod
