el
static(a