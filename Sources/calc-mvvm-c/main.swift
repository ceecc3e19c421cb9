import CalculatorCLI
import MVVMC

await CalculatorCommand<MVVMCApp>.main()
