// LessonEngine: placeholder until its issue lands.
