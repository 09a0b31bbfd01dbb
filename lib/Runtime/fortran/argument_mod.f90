! LFRic's argument_mod: the kernel-metadata vocabulary (meta_args forms, data types, accesses,
! function-space wildcards, basis kinds, quadrature shapes, operates_on values, stencils, mesh
! and reference-element properties) and the metadata types, so that LFRic kernels compile
! against this runtime. Kernel metadata is read by psyc from the source, never at run time:
! the values only need to be distinct, and ANY_* spaces stay clear of fs_continuity_mod's.
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
  integer, parameter :: GH_BASIS = 18
  integer, parameter :: GH_DIFF_BASIS = 19
  integer, parameter :: GH_QUADRATURE_XYoZ = 20
  integer, parameter :: GH_QUADRATURE_FACE = 21
  integer, parameter :: GH_QUADRATURE_EDGE = 22
  integer, parameter :: GH_EVALUATOR = 23
  integer, parameter :: CELL_COLUMN = 24
  integer, parameter :: OWNED_CELL_COLUMN = 25
  integer, parameter :: HALO_CELL_COLUMN = 26
  integer, parameter :: OWNED_AND_HALO_CELL_COLUMN = 27
  integer, parameter :: DOF = 28
  integer, parameter :: OWNED_DOF = 29
  integer, parameter :: DOMAIN = 30
  integer, parameter :: CELLS = 31
  integer, parameter :: DOFS = 32
  integer, parameter :: GH_COARSE = 33
  integer, parameter :: GH_FINE = 34
  integer, parameter :: GH_RUNTIME = 35
  integer, parameter :: ADJACENT_FACE = 36
  integer, parameter :: NORMALS_TO_HORIZONTAL_FACES = 37
  integer, parameter :: NORMALS_TO_VERTICAL_FACES = 38
  integer, parameter :: NORMALS_TO_FACES = 39
  integer, parameter :: OUTWARD_NORMALS_TO_HORIZONTAL_FACES = 40
  integer, parameter :: OUTWARD_NORMALS_TO_VERTICAL_FACES = 41
  integer, parameter :: OUTWARD_NORMALS_TO_FACES = 42
  integer, parameter :: ANY_W2 = 300
  integer, parameter :: ANY_SPACE_1 = 301
  integer, parameter :: ANY_SPACE_2 = 302
  integer, parameter :: ANY_SPACE_3 = 303
  integer, parameter :: ANY_SPACE_4 = 304
  integer, parameter :: ANY_SPACE_5 = 305
  integer, parameter :: ANY_SPACE_6 = 306
  integer, parameter :: ANY_SPACE_7 = 307
  integer, parameter :: ANY_SPACE_8 = 308
  integer, parameter :: ANY_SPACE_9 = 309
  integer, parameter :: ANY_SPACE_10 = 310
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_1 = 311
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_2 = 312
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_3 = 313
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_4 = 314
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_5 = 315
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_6 = 316
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_7 = 317
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_8 = 318
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_9 = 319
  integer, parameter :: ANY_DISCONTINUOUS_SPACE_10 = 320
  integer, parameter :: X1D = 1, Y1D = 2, XORY1D = 3, CROSS = 4, CROSS2D = 5, REGION = 6
  integer, parameter :: STENCIL(6) = [201, 202, 203, 204, 205, 206]
  type :: arg_type
    integer :: form = 0, data_type = 0, access = 0, fs1 = 0, fs2 = 0
    integer :: mesh_arg = 0, ndata = 1, nlevels = 0
  end type arg_type
  type :: func_type
    integer :: fs = 0, basis1 = 0, basis2 = 0
  end type func_type
  type :: reference_element_data_type
    integer :: property = 0
  end type reference_element_data_type
  type :: mesh_data_type
    integer :: property = 0
  end type mesh_data_type
end module argument_mod
