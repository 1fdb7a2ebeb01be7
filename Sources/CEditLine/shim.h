// libedit's line editor and history, as Debian's libedit-dev installs them.
#include <histedit.h>
