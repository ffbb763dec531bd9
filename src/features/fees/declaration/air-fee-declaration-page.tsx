// /air-fee-declaration: the emission fee return (Decree 153/2024 Form No. 01).
import { FeeDeclarationScreen } from './fee-declaration-screen';

export const AirFeeDeclarationPage = () => <FeeDeclarationScreen instrument="air" />;
