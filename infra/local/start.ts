console.log('The local stack is not built yet.');
