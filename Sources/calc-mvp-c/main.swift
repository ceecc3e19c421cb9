import CalculatorCLI
import MVPC

await CalculatorCommand<MVPCApp>.main()
