x = 1 <!-- comment
--> another comment
y = 2;
