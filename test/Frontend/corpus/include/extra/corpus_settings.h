/* Included by preproc_include_joined_alg.X90 through -I (joined spelling). */
#define CORPUS_RELAX_RATE 0.125_r_def
