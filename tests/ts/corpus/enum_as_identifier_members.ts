enum Keywords { delete, new = 5, in, typeof = 20, class }
console.log(Keywords.delete, Keywords.new, Keywords.in, Keywords.typeof, Keywords.class);
