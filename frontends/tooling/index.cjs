module.exports = { ...require('./webpack.cjs'), ...require('./shared-modules.cjs') };
