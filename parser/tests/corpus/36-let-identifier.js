var let = 1; let
x = 2;
