// LegacyObservation: placeholder until its issue lands.
