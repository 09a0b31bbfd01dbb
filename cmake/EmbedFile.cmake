# cmake -DVAR=name -DIN=file -DOUT=file.c -P EmbedFile.cmake
# Writes `const char name[] = {...bytes..., 0};` so the text needs no escaping.
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
file(WRITE "${OUT}.tmp" "/* Generated from ${IN} by cmake/EmbedFile.cmake. */\n"
  "const char ${VAR}[] = {\n${bytes}0x00};\n")
file(RENAME "${OUT}.tmp" "${OUT}")
