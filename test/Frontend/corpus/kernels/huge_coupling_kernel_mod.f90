!> @brief A physics coupling kernel with 210 meta_args entries (written by gen_huge.py).
!> Corpus: huge metadata; real kernels of this size exist in LFRic's physics interfaces.
module huge_coupling_kernel_mod

  use argument_mod,      only: arg_type, CELL_COLUMN, ANY_DISCONTINUOUS_SPACE_1,  &
                               GH_FIELD, GH_INTEGER, GH_LOGICAL, GH_READ,  &
                               GH_READWRITE, GH_REAL, GH_SCALAR, GH_WRITE
  use constants_mod,     only: r_def, i_def, l_def
  use fs_continuity_mod, only: W3, Wtheta, W2
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: huge_coupling_kernel_type
    private
    type(arg_type) :: meta_args(210) = (/  &
         arg_type(GH_SCALAR, GH_REAL, GH_READ),  & ! 1
         arg_type(GH_SCALAR, GH_REAL, GH_READ),  & ! 2
         arg_type(GH_SCALAR, GH_REAL, GH_READ),  & ! 3
         arg_type(GH_SCALAR, GH_REAL, GH_READ),  & ! 4
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ),  & ! 5
         arg_type(GH_SCALAR, GH_LOGICAL, GH_READ),  & ! 6
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 7
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 8
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 9
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 10
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 11
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 12
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 13
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 14
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 15
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 16
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 17
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 18
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 19
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 20
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 21
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 22
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 23
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 24
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 25
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 26
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 27
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 28
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 29
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 30
         arg_type(GH_FIELD, GH_INTEGER, GH_READ, W3),  & ! 31
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 32
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 33
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 34
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 35
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 36
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 37
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 38
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 39
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 40
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 41
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 42
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 43
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 44
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 45
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 46
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 47
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 48
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 49
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 50
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 51
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 52
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 53
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 54
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 55
         arg_type(GH_FIELD, GH_INTEGER, GH_READ, W3),  & ! 56
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 57
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 58
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 59
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 60
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 61
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 62
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 63
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 64
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 65
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 66
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 67
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 68
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 69
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 70
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 71
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 72
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 73
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 74
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 75
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 76
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 77
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 78
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 79
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 80
         arg_type(GH_FIELD, GH_INTEGER, GH_READ, W3),  & ! 81
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 82
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 83
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 84
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 85
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 86
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 87
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 88
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 89
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 90
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 91
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 92
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 93
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 94
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 95
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 96
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 97
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 98
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 99
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 100
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 101
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 102
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 103
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 104
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 105
         arg_type(GH_FIELD, GH_INTEGER, GH_READ, W3),  & ! 106
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 107
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 108
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 109
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 110
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 111
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 112
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 113
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 114
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 115
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 116
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 117
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 118
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 119
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 120
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 121
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 122
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 123
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 124
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 125
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 126
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 127
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 128
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 129
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 130
         arg_type(GH_FIELD, GH_INTEGER, GH_READ, W3),  & ! 131
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 132
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 133
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 134
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 135
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 136
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 137
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 138
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 139
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 140
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 141
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 142
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 143
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 144
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 145
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 146
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 147
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 148
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 149
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 150
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 151
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 152
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 153
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 154
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 155
         arg_type(GH_FIELD, GH_INTEGER, GH_READ, W3),  & ! 156
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 157
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 158
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 159
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 160
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 161
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 162
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 163
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 164
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 165
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 166
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 167
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 168
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 169
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 170
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 171
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 172
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 173
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 174
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 175
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 176
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 177
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 178
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 179
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 180
         arg_type(GH_FIELD, GH_INTEGER, GH_READ, W3),  & ! 181
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 182
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 183
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 184
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 185
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 186
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 187
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 188
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 189
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 190
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 191
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 192
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 193
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 194
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 195
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 196
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 197
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 198
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1),  & ! 199
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 200
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 201
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 202
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3),  & ! 203
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta),  & ! 204
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta),  & ! 205
         arg_type(GH_FIELD, GH_INTEGER, GH_READ, W3),  & ! 206
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),  & ! 207
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2),  & ! 208
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  & ! 209
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)   & ! 210
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: huge_coupling_code
  end type huge_coupling_kernel_type

  public :: huge_coupling_code

contains

  subroutine huge_coupling_code(nlayers, rscalar_1, rscalar_2, rscalar_3, rscalar_4, iscalar_5, &
      lscalar_6, field_7_w3, field_8_wtheta, field_9_wtheta, field_10_adspc1, field_11_w3, &
      field_12_w2, field_13_w3, field_14_w3, field_15_wtheta, field_16_wtheta, field_17_adspc1, &
      field_18_w3, field_19_w2, field_20_w3, field_21_w3, field_22_wtheta, field_23_wtheta, &
      field_24_adspc1, field_25_w3, field_26_w2, field_27_w3, field_28_w3, field_29_wtheta, &
      field_30_wtheta, field_31_w3, field_32_w3, field_33_w2, field_34_w3, field_35_w3, &
      field_36_wtheta, field_37_wtheta, field_38_adspc1, field_39_w3, field_40_w2, field_41_w3, &
      field_42_w3, field_43_wtheta, field_44_wtheta, field_45_adspc1, field_46_w3, field_47_w2, &
      field_48_w3, field_49_w3, field_50_wtheta, field_51_wtheta, field_52_adspc1, field_53_w3, &
      field_54_w2, field_55_w3, field_56_w3, field_57_wtheta, field_58_wtheta, field_59_adspc1, &
      field_60_w3, field_61_w2, field_62_w3, field_63_w3, field_64_wtheta, field_65_wtheta, &
      field_66_adspc1, field_67_w3, field_68_w2, field_69_w3, field_70_w3, field_71_wtheta, &
      field_72_wtheta, field_73_adspc1, field_74_w3, field_75_w2, field_76_w3, field_77_w3, &
      field_78_wtheta, field_79_wtheta, field_80_adspc1, field_81_w3, field_82_w2, field_83_w3, &
      field_84_w3, field_85_wtheta, field_86_wtheta, field_87_adspc1, field_88_w3, field_89_w2, &
      field_90_w3, field_91_w3, field_92_wtheta, field_93_wtheta, field_94_adspc1, field_95_w3, &
      field_96_w2, field_97_w3, field_98_w3, field_99_wtheta, field_100_wtheta, &
      field_101_adspc1, field_102_w3, field_103_w2, field_104_w3, field_105_w3, field_106_w3, &
      field_107_wtheta, field_108_adspc1, field_109_w3, field_110_w2, field_111_w3, &
      field_112_w3, field_113_wtheta, field_114_wtheta, field_115_adspc1, field_116_w3, &
      field_117_w2, field_118_w3, field_119_w3, field_120_wtheta, field_121_wtheta, &
      field_122_adspc1, field_123_w3, field_124_w2, field_125_w3, field_126_w3, &
      field_127_wtheta, field_128_wtheta, field_129_adspc1, field_130_w3, field_131_w3, &
      field_132_w3, field_133_w3, field_134_wtheta, field_135_wtheta, field_136_adspc1, &
      field_137_w3, field_138_w2, field_139_w3, field_140_w3, field_141_wtheta, &
      field_142_wtheta, field_143_adspc1, field_144_w3, field_145_w2, field_146_w3, &
      field_147_w3, field_148_wtheta, field_149_wtheta, field_150_adspc1, field_151_w3, &
      field_152_w2, field_153_w3, field_154_w3, field_155_wtheta, field_156_w3, &
      field_157_adspc1, field_158_w3, field_159_w2, field_160_w3, field_161_w3, &
      field_162_wtheta, field_163_wtheta, field_164_adspc1, field_165_w3, field_166_w2, &
      field_167_w3, field_168_w3, field_169_wtheta, field_170_wtheta, field_171_adspc1, &
      field_172_w3, field_173_w2, field_174_w3, field_175_w3, field_176_wtheta, &
      field_177_wtheta, field_178_adspc1, field_179_w3, field_180_w2, field_181_w3, &
      field_182_w3, field_183_wtheta, field_184_wtheta, field_185_adspc1, field_186_w3, &
      field_187_w2, field_188_w3, field_189_w3, field_190_wtheta, field_191_wtheta, &
      field_192_adspc1, field_193_w3, field_194_w2, field_195_w3, field_196_w3, &
      field_197_wtheta, field_198_wtheta, field_199_adspc1, field_200_w3, field_201_w2, &
      field_202_w3, field_203_w3, field_204_wtheta, field_205_wtheta, field_206_w3, &
      field_207_w3, field_208_w2, field_209_w3, field_210_w3, ndf_w3, undf_w3, map_w3, &
      ndf_wtheta, undf_wtheta, map_wtheta, ndf_adspc1, undf_adspc1, map_adspc1, ndf_w2, &
      undf_w2, map_w2)
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in) :: ndf_wtheta, undf_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
    integer(kind=i_def), intent(in) :: ndf_adspc1, undf_adspc1
    integer(kind=i_def), intent(in), dimension(ndf_adspc1) :: map_adspc1
    integer(kind=i_def), intent(in) :: ndf_w2, undf_w2
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    real(kind=r_def), intent(in) :: rscalar_1
    real(kind=r_def), intent(in) :: rscalar_2
    real(kind=r_def), intent(in) :: rscalar_3
    real(kind=r_def), intent(in) :: rscalar_4
    integer(kind=i_def), intent(in) :: iscalar_5
    logical(kind=l_def), intent(in) :: lscalar_6
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_7_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_8_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_9_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_10_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_11_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_12_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_13_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_14_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_15_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_16_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_17_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_18_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_19_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_20_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_21_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_22_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_23_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_24_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_25_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_26_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_27_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_28_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_29_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_30_wtheta
    integer(kind=i_def), intent(in), dimension(undf_w3) :: field_31_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_32_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_33_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_34_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_35_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_36_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_37_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_38_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_39_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_40_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_41_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_42_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_43_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_44_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_45_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_46_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_47_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_48_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_49_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_50_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_51_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_52_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_53_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_54_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_55_w3
    integer(kind=i_def), intent(in), dimension(undf_w3) :: field_56_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_57_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_58_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_59_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_60_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_61_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_62_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_63_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_64_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_65_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_66_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_67_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_68_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_69_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_70_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_71_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_72_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_73_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_74_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_75_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_76_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_77_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_78_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_79_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_80_adspc1
    integer(kind=i_def), intent(in), dimension(undf_w3) :: field_81_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_82_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_83_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_84_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_85_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_86_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_87_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_88_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_89_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_90_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_91_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_92_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_93_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_94_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_95_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_96_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_97_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_98_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_99_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_100_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_101_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_102_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_103_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_104_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_105_w3
    integer(kind=i_def), intent(in), dimension(undf_w3) :: field_106_w3
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_107_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_108_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_109_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_110_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_111_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_112_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_113_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_114_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_115_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_116_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_117_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_118_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_119_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_120_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_121_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_122_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_123_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_124_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_125_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_126_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_127_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_128_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_129_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_130_w3
    integer(kind=i_def), intent(in), dimension(undf_w3) :: field_131_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_132_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_133_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_134_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_135_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_136_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_137_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_138_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_139_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_140_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_141_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_142_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_143_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_144_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_145_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_146_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_147_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_148_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_149_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_150_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_151_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_152_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_153_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_154_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_155_wtheta
    integer(kind=i_def), intent(in), dimension(undf_w3) :: field_156_w3
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_157_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_158_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_159_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_160_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_161_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_162_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_163_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_164_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_165_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_166_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_167_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_168_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_169_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_170_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_171_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_172_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_173_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_174_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_175_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_176_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_177_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_178_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_179_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_180_w2
    integer(kind=i_def), intent(in), dimension(undf_w3) :: field_181_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_182_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_183_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_184_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_185_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_186_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_187_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_188_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_189_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_190_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_191_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_192_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_193_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_194_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_195_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_196_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_197_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_198_wtheta
    real(kind=r_def), intent(in), dimension(undf_adspc1) :: field_199_adspc1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_200_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_201_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_202_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_203_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_204_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_205_wtheta
    integer(kind=i_def), intent(in), dimension(undf_w3) :: field_206_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_207_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_208_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_209_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_210_w3
  end subroutine huge_coupling_code

end module huge_coupling_kernel_mod
