// Grading: placeholder until its issue lands.
