// Script: placeholder until its issue lands.
