const path = require('node:path');

/** Jest's transform of an imported image in the component tests: the module is its file name. */
module.exports = {
  process: (_source, filename) => ({ code: `module.exports = ${JSON.stringify(path.basename(filename))};` }),
};
