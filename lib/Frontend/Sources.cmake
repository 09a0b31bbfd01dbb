# The LFRic front end (docs/frontend.md): metadata, algorithm layer, IR (the parse tree is
# lib/Fortran's).
list(APPEND PSY_LIB_SOURCES
  Frontend/Metadata.c
  Frontend/MetaReader.c
  Frontend/MetaWriter.c
  Frontend/Stub.c
  Frontend/Generic.c
  Frontend/Dummies.c
  Frontend/KernelIndex.c
  Frontend/Cache.c
  Frontend/Algorithm.c
  Frontend/ArgKind.c
  Frontend/BuildIR.c
  Frontend/Wrap.c
  Frontend/Rewrite.c
  Frontend/RewriteUses.c
  Frontend/Driver.c
  Frontend/AlgorithmFile.c
  Frontend/GOceanMetadata.c
  Frontend/GOceanDriver.c
  Frontend/GOceanAlgorithm.c
  Frontend/GOceanBuildIR.c
)
