type T = A extends B ? C;
