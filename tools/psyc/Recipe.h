/* psyc -s FILE (Recipe.c): PSyclone's transformation script, answered by a pipeline recipe. */
#ifndef PSYC_RECIPE_H
#define PSYC_RECIPE_H

/* The pipeline a recipe file holds (heap, the caller frees), or NULL after printing why to
 * stderr: the file cannot be read, is empty, or is a PSyclone Python script (refused, with
 * the pipeline that does what the transformations it names do). */
char *psycRecipeRead(const char *path);

#endif
