console.log(typeof external, typeof ExtClass);
