module.exports = { ...require('./webpack.cjs'), shared: require('./shared-modules.cjs') };
