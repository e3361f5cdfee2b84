"use strict"; "other"; x;
