// Stands in for an imported stylesheet under jest (jest.preset.cjs).
module.exports = {};
