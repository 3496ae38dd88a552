export { type LinhaProdutos, MODELO_PRODUTOS, parseProdutos } from './parse-produtos';
