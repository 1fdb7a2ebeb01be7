// LineEditing: placeholder until its issue lands.
