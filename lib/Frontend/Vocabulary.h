/* Internal: the LFRic metadata vocabulary as tables (lib/Frontend/Vocabulary.c). */
#ifndef PSY_FRONTEND_VOCABULARY_H
#define PSY_FRONTEND_VOCABULARY_H

#include <stdbool.h>
#include <stddef.h>

typedef struct {
  const char *name;
  int value;
} PsyWord;

typedef struct {
  const char *what;          /* "argument type", used in messages */
  const PsyWord *words;
  int count;
} PsyVocab;

extern const PsyVocab psyVocabArgKind, psyVocabDataType, psyVocabAccess, psyVocabStencil,
    psyVocabMeshArg, psyVocabOperatesOn, psyVocabShape, psyVocabBasis, psyVocabRefElement,
    psyVocabMesh;

/* Value of `name` (case-insensitive) in `v`, or -1. */
int psyVocabLookup(const PsyVocab *v, const char *name);
/* Writes "a, b, c" (the valid names) into buf. */
void psyVocabList(const PsyVocab *v, char *buf, size_t size);
/* The function spaces, listed for messages. */
void psyFunctionSpaceList(char *buf, size_t size);
/* Lower-cases `s` into `buf`. */
void psyLower(char *buf, size_t size, const char *s);

#endif
