#!/usr/bin/env workbook run
let s = """
  hi
  """
print(s)
