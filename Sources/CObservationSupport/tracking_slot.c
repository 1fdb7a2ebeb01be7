#include "CObservationSupport.h"

__thread void *wb_observation_current_tracking = 0;
